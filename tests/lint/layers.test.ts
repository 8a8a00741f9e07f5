import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration, run on imports written into real files' places: the
// layers of src/ hold only if a wrong-way import is an error.

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = [imported];\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

describe('the layers of src/', () => {
  it.each([
    ['a component importing the app', 'src/components/logo.tsx', "import { App as imported } from '../app/app';"],
    ['a component importing a section', 'src/components/logo.tsx', "import { Hero as imported } from '../sections/hero/hero';"],
    ['a section importing another section', 'src/sections/faq/faq.tsx', "import { Footer as imported } from '../footer/footer';"],
    ['a section importing the app', 'src/sections/faq/faq.tsx', "import { App as imported } from '../../app/app';"],
    ['content importing the theme', 'src/content/site.ts', "import { theme as imported } from '../shared/theme';"],
    ['the shared layer importing a component', 'src/shared/theme.ts', "import { Logo as imported } from '../components/logo';"],
    ['the core importing the page', 'streams/demo/demo-config.ts', "import { App as imported } from '../../src/app/app';"],
  ])('refuse %s', { timeout: 120_000 }, async (_case, filePath, importLine) => {
    expect(await boundaryErrors(filePath, importLine)).toHaveLength(1);
  });

  it.each([
    ['a section importing a component', 'src/sections/faq/faq.tsx', "import { Button as imported } from '../../components/ui/button';"],
    ['a section importing its own folder', 'src/sections/hero/hero.tsx', "import { DemoControl as imported } from './demo-control';"],
    ['a component importing the theme', 'src/components/logo.tsx', "import { theme as imported } from '../shared/theme';"],
    ['the app importing a section', 'src/app/home-page.tsx', "import { Faq as imported } from '../sections/faq/faq';"],
  ])('allow %s', { timeout: 120_000 }, async (_case, filePath, importLine) => {
    expect(await boundaryErrors(filePath, importLine)).toEqual([]);
  });
});

describe('a file a reader takes in at once', () => {
  const lines = (count: number) => Array.from({ length: count }, (_line, index) => `export const line${index} = ${index};`).join('\n');
  const sizeErrors = async (filePath: string, count: number) => {
    const [result] = await eslint.lintText(`${lines(count)}\n`, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'max-lines');
  };

  it(
    'is refused past 250 lines in streams/, src/, config/, assistant/ and the Worker, and not in tests/',
    { timeout: 120_000 },
    async () => {
      expect(await sizeErrors('streams/call/in-call.ts', 250)).toEqual([]);
      expect(await sizeErrors('streams/call/in-call.ts', 251)).toHaveLength(1);
      expect(await sizeErrors('src/content/site.ts', 251)).toHaveLength(1);
      expect(await sizeErrors('config/site-config.ts', 250)).toEqual([]);
      expect(await sizeErrors('config/site-config.ts', 251)).toHaveLength(1);
      expect(await sizeErrors('assistant/provision.ts', 251)).toHaveLength(1);
      expect(await sizeErrors('worker/src/handler.ts', 251)).toHaveLength(1);
      expect(await sizeErrors('tests/call/soak.test.ts', 251)).toEqual([]);
    },
  );
});
