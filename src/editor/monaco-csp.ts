// Monaco's theme draws its squiggles as `data:` SVG images, which `img-src 'self'` refuses (and
// reports as a violation). The same marks drawn with CSS gradients only: no image is fetched. The
// selectors outrank the theme's `.monaco-editor .squiggly-*` rules, which Monaco appends later.
// A plain string (no call at module level), so a page that does not use it drops it.

/**
 * A stylesheet that draws Monaco's error, warning, info and hint squiggles without `data:` images,
 * for pages whose Content-Security-Policy has `img-src 'self'`: add it as a `<style>` element or
 * save it to a file the page links.
 */
export const monacoCspStyles = `.monaco-editor .view-overlays .squiggly-error { background: linear-gradient(135deg, transparent 37%, var(--vscode-editorError-foreground, #e51400) 37% 63%, transparent 63%) 0 100% / 4px 3px repeat-x, linear-gradient(45deg, transparent 37%, var(--vscode-editorError-foreground, #e51400) 37% 63%, transparent 63%) 2px 100% / 4px 3px repeat-x; }
.monaco-editor .view-overlays .squiggly-warning { background: linear-gradient(135deg, transparent 37%, var(--vscode-editorWarning-foreground, #bf8803) 37% 63%, transparent 63%) 0 100% / 4px 3px repeat-x, linear-gradient(45deg, transparent 37%, var(--vscode-editorWarning-foreground, #bf8803) 37% 63%, transparent 63%) 2px 100% / 4px 3px repeat-x; }
.monaco-editor .view-overlays .squiggly-info { background: linear-gradient(135deg, transparent 37%, var(--vscode-editorInfo-foreground, #1a85ff) 37% 63%, transparent 63%) 0 100% / 4px 3px repeat-x, linear-gradient(45deg, transparent 37%, var(--vscode-editorInfo-foreground, #1a85ff) 37% 63%, transparent 63%) 2px 100% / 4px 3px repeat-x; }
.monaco-editor .view-overlays .squiggly-hint { background: radial-gradient(circle, var(--vscode-editorHint-foreground, #6c6c6c) 45%, transparent 50%) 0 100% / 4px 2px repeat-x; }
`;
