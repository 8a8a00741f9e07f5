// babel-plugin-styled-components in the build: stable component ids (its `ssr` option), so the
// prerendered class names match the browser's whatever order the page's chunks run in, and the
// CSS of each template minified where it is written (quoted strings kept whole).
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

export interface StyledComponentsOptions {
  /** Names each component after its variable in the class names and the devtools (the dev server). */
  readonly displayName: boolean;
}

export function styledComponents({ displayName }: StyledComponentsOptions): ReturnType<typeof babel> {
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: () => ({
          plugins: [
            [
              'babel-plugin-styled-components',
              { ssr: true, displayName, fileName: false, minify: true, transpileTemplateLiterals: false, pure: true },
            ],
          ],
        }),
        // Only the page's own files that use styled-components go through Babel.
        rolldown: { filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: /from ['"]styled-components['"]/ } },
      }),
    ],
  });
}
