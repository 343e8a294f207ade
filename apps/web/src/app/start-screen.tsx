/**
 * The start screen of index.html (the school's mark and name, painted from the HTML alone), kept as it was
 * before the app's first render replaced it.
 */
let startScreenHtml = '';

/** Called once before the first render, while #root still holds index.html's start screen. */
export function keepStartScreen(root: HTMLElement) {
  startScreenHtml = root.innerHTML;
}

/**
 * The router's `HydrateFallback` (issue 17): on a cold load of a signed-in screen the router waits for the
 * lazily loaded shell, layout and page before it renders anything. Without a fallback it rendered nothing
 * there (a blank page for seconds on a phone, and a console warning); the start screen stays instead.
 */
export function StartScreen() {
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: startScreenHtml }} />;
}
