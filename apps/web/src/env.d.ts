interface ImportMetaEnv {
  /** Set by the build (antd-static-style.ts): antd's component CSS comes from static files. */
  readonly ANTD_STATIC_STYLE?: boolean;
}
