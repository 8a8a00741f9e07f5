import { describe, expect, it } from 'vitest';
import { minifyStyledTemplates } from '../../scripts/minify-styled-css';

describe('minifyStyledTemplates', () => {
  it('drops comments and whitespace from the CSS of styled templates, keeping interpolations whole', () => {
    const source = [
      "const A = styled.div<{ $on: boolean }>`",
      '  /* why */',
      '  display: grid;',
      '  padding: ${({ theme }) => theme.space(2)} 0;',
      '  width: calc(100% - ${(p) => `${p.gap} `});',
      '  ${media.mobile} { display: none; }',
      '`;',
    ].join('\n');
    expect(minifyStyledTemplates(source)).toBe(
      "const A = styled.div<{ $on: boolean }>` display:grid;padding:${({ theme }) => theme.space(2)} 0;width:calc(100% - ${(p) => `${p.gap} `});${media.mobile}{display:none;}`;",
    );
  });

  it('leaves other template strings alone', () => {
    const source = 'const href = `${base}#${id}`;\nconst label = `a  b: c`;';
    expect(minifyStyledTemplates(source)).toBe(source);
  });

  it('minifies css``, createGlobalStyle`` and styled(Component)`` templates', () => {
    expect(minifyStyledTemplates('css`\n  a { color: red; }\n`')).toBe('css` a{color:red;}`');
    expect(minifyStyledTemplates('createGlobalStyle`\n  body { margin: 0; }\n`')).toBe('createGlobalStyle` body{margin:0;}`');
    expect(minifyStyledTemplates('styled(Radix.Root)`\n  gap: 1rem;\n`')).toBe('styled(Radix.Root)` gap:1rem;`');
  });
});
