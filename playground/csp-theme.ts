// @codemirror/lint draws its squiggles and gutter markers with `data:` SVG images, which
// `default-src 'self'` refuses (img-src falls back to it). The same marks, drawn with CSS only.
import { EditorView } from "@codemirror/view";

const squiggle = (color: string) => ({ backgroundImage: "none", textDecorationColor: color });
const marker = { content: "normal", boxSizing: "border-box", width: "0.8em", height: "0.8em", margin: "0.1em" } as const;

/** Lint marks that load no image. */
export const cspSafeLintTheme = EditorView.theme({
  ".cm-lintRange": {
    backgroundImage: "none",
    paddingBottom: "0",
    textDecorationLine: "underline",
    textDecorationStyle: "wavy",
    textDecorationSkipInk: "none",
    textDecorationThickness: "1px",
    textUnderlineOffset: "3px",
  },
  ".cm-lintRange-error": squiggle("#e11"),
  ".cm-lintRange-warning": squiggle("#e69500"),
  ".cm-lintRange-info": squiggle("#999"),
  ".cm-lintRange-hint": squiggle("#66d"),
  ".cm-lint-marker-error": { ...marker, borderRadius: "50%", background: "#f87", border: "0.15em solid #f43" },
  ".cm-lint-marker-warning": { ...marker, background: "#fc3", clipPath: "polygon(50% 4%, 96% 92%, 4% 92%)" },
  ".cm-lint-marker-info": { ...marker, background: "#aaf", border: "0.15em solid #77e" },
});
