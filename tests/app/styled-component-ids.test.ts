import { describe, expect, it } from 'vitest';
import { addStyledComponentIds } from '../../scripts/styled-component-ids';

describe('addStyledComponentIds', () => {
  it('gives each styled template an id from its file and its place in it', () => {
    const source = "const A = styled.div`a`;\nconst B = styled(Radix.Root)<{ $on: boolean }>`b`;\nconst C = styled(Link)`c`;";
    const out = addStyledComponentIds(source, 'src/sections/x.tsx');
    const ids = [...out.matchAll(/componentId: '([^']+)'/g)].map((match) => match[1]);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => /^s[0-9a-z]{4}-[0-9a-z]+$/.test(id ?? ''))).toBe(true);
    expect(out).toContain("styled(Radix.Root).withConfig({ componentId: '");
    expect(out).toMatch(/\.withConfig\(\{ componentId: '[^']+' \}\)<\{ \$on: boolean \}>`b`/);
  });

  it('gives the same ids for the same file and other ids for another file', () => {
    const source = 'const A = styled.div`a`;';
    expect(addStyledComponentIds(source, 'src/a.tsx')).toBe(addStyledComponentIds(source, 'src/a.tsx'));
    expect(addStyledComponentIds(source, 'src/a.tsx')).not.toBe(addStyledComponentIds(source, 'src/b.tsx'));
  });

  it('leaves css, keyframes, global styles and styled components with a config as they are', () => {
    const source = 'const a = css`a`; const b = keyframes`b`; const G = createGlobalStyle`g`; const D = styled.div.attrs({})`d`;';
    expect(addStyledComponentIds(source, 'src/a.tsx')).toBe(source);
  });
});
