import { Input, type GetProps } from 'antd';

type TSearchBoxProps = GetProps<typeof Input.Search> & { width?: number };

/**
 * A list's search box (antd's Input.Search, clearable): wide enough for the longest placeholder of a list in
 * either language (320 px; the menu walk fails on a cut one), never wider than a phone's card, where a long
 * placeholder may end in '…'.
 */
export function SearchBox({ width = 320, style, ...props }: TSearchBoxProps) {
  return <Input.Search allowClear {...props} style={{ width, maxWidth: 'calc(100vw - 64px)', ...style }} />;
}
