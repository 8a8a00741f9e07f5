import { relative, resolve } from 'node:path';
import ts from 'typescript';

// The project's top-level declarations and what each one uses of the others, read with the TypeScript
// checker: names resolved through imports, re-exports and folder indexes to where they are declared.
// What code calls (a function, a method, a class: code that runs) is kept apart from what it only reads
// (data: words, settings), renders (a JSX tag: React calls the component, not the code that names it) or
// names as a type (they run nothing, but a reader follows them). A call through a type's member calls the
// code written to that type (implementersOf), as a reader's "go to implementation" finds it.

/** `file#name`: a top-level function, class, enum, variable, interface or type of a project file, or `file#Class.method`. */
export type Declaration = `${string}#${string}`;

export interface Uses {
  /** Declarations whose functions its code calls or hands on to be called. */
  readonly calls: ReadonlySet<Declaration>;
  /** Declarations whose data its code reads. */
  readonly reads: ReadonlySet<Declaration>;
  /** Components it renders as JSX tags. */
  readonly renders: ReadonlySet<Declaration>;
  /** Types it names. */
  readonly types: ReadonlySet<Declaration>;
  /** Whether it is code (a function, class, component or object made by code), not a type or a literal's data. */
  readonly code: boolean;
  /** Whether it is a class's own unit, its constructor and fields (each method is a unit of its own, `Class.method`). */
  readonly isClass: boolean;
  /** For each declaration it uses, each place's handing: the code it is given to there, or null where it runs as used. */
  readonly carriers: ReadonlyMap<Declaration, readonly (Handing | null)[]>;
}

/** A function or handler given to other project code to call: a call's argument, or a component's prop. */
export interface Handing {
  readonly to: Declaration;
  readonly prop: boolean;
}

export type DeclarationGraph = ReadonlyMap<Declaration, Uses>;

const ROOT = process.cwd();
const PROJECT = /^(src|streams|assistant|config)\//;
const NOT_SOURCE = /\.(test|spec)\.tsx?$|\.d\.ts$/;

export const fileOf = (declaration: Declaration): string => declaration.slice(0, declaration.indexOf('#'));

function declaredNames(statement: ts.Statement): string[] {
  if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement)) &&
    statement.name
  )
    return [statement.name.text];
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((declaration) => bindingNames(declaration.name));
  if (ts.isExportAssignment(statement)) return ['default'];
  return [];
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)));
}

function inTypePosition(node: ts.Node): boolean {
  for (let parent = node.parent; parent !== undefined && !ts.isSourceFile(parent); parent = parent.parent) {
    if (ts.isTypeNode(parent) || ts.isInterfaceDeclaration(parent) || ts.isTypeAliasDeclaration(parent)) return true;
  }
  return false;
}

function isTypeDeclaration(node: ts.Node): boolean {
  let top = node;
  while (top.parent !== undefined && !ts.isSourceFile(top.parent)) top = top.parent;
  return ts.isInterfaceDeclaration(top) || ts.isTypeAliasDeclaration(top);
}

/** Whether a name's declaration is code: a function, a method, a class, or a variable holding a function. */
function isCode(node: ts.Node): boolean {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return true;
  const initializer =
    ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node) ? node.initializer : undefined;
  let value = initializer;
  while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value)))
    value = value.expression;
  return value !== undefined && (ts.isArrowFunction(value) || ts.isFunctionExpression(value) || ts.isClassExpression(value));
}

/** Whether a top-level part is code: not a type, and not data written as a literal (words, settings, tables). */
function isCodePart(part: ts.Node): boolean {
  if (ts.isInterfaceDeclaration(part) || ts.isTypeAliasDeclaration(part) || ts.isEnumDeclaration(part)) return false;
  if (!ts.isVariableDeclaration(part)) return true;
  let value = part.initializer;
  while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value)))
    value = value.expression;
  if (value === undefined) return false;
  // A table of functions (effects by name) is code.
  if (ts.isObjectLiteralExpression(value)) return value.properties.some((property) => ts.isMethodDeclaration(property) || isCode(property));
  return !(
    ts.isArrayLiteralExpression(value) ||
    ts.isStringLiteralLike(value) ||
    ts.isNumericLiteral(value) ||
    ts.isTemplateExpression(value) ||
    value.kind === ts.SyntaxKind.TrueKeyword ||
    value.kind === ts.SyntaxKind.FalseKeyword
  );
}

/** A class member that is a unit of its own: a method, an accessor, or a property holding a function. */
function isMemberUnit(member: ts.Node): boolean {
  if (!ts.isClassElement(member) || ts.isConstructorDeclaration(member) || !member.name) return false;
  if (!ts.isIdentifier(member.name) && !ts.isPrivateIdentifier(member.name)) return false;
  return ts.isMethodDeclaration(member) || ts.isAccessor(member) || (ts.isPropertyDeclaration(member) && isCode(member));
}

function hasBody(member: ts.Node): boolean {
  if (ts.isMethodDeclaration(member) || ts.isAccessor(member)) return member.body !== undefined;
  return true;
}

function memberName(member: ts.Node): string {
  const name = ts.isClassElement(member) ? member.name : undefined;
  return name && (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) ? name.text : '';
}

/** Whether a name is called where it stands: `f()`, `new F()`, `x.f()`, f`…`. */
function isCalled(node: ts.Node): boolean {
  const callee = ts.isPropertyAccessExpression(node.parent) && node.parent.name === node ? node.parent : node;
  const parent = callee.parent;
  return (
    (ts.isCallExpression(parent) || ts.isNewExpression(parent) || ts.isTaggedTemplateExpression(parent)) &&
    (ts.isTaggedTemplateExpression(parent) ? parent.tag : parent.expression) === callee
  );
}

function isJsxTag(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    parent !== undefined &&
    (ts.isJsxOpeningElement(parent) || ts.isJsxSelfClosingElement(parent) || ts.isJsxClosingElement(parent)) &&
    parent.tagName === node
  );
}

/** Reads every project file the project's sources reach, tests left out. About 4 s. */
export function readDeclarations(): DeclarationGraph {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const roots = config.fileNames.filter((file) => PROJECT.test(relative(ROOT, file)) && !NOT_SOURCE.test(file));
  const program = ts.createProgram(roots, config.options);
  const checker = program.getTypeChecker();
  const projectFile = (file: string) => {
    const path = relative(ROOT, file);
    return PROJECT.test(path) && !NOT_SOURCE.test(path) ? path : undefined;
  };

  /** The top-level declaration a symbol's declaration sits in, when it is a project file's. */
  const holderOf = (node: ts.Node): Declaration | undefined => {
    const file = projectFile(node.getSourceFile().fileName);
    if (file === undefined || ts.isSourceFile(node)) return undefined;
    let top = node;
    let member: ts.Node | undefined;
    while (!ts.isSourceFile(top.parent)) [member, top] = [top, top.parent];
    if (ts.isClassDeclaration(top) && top.name && member && isMemberUnit(member)) return `${file}#${top.name.text}.${memberName(member)}`;
    if (!ts.isVariableStatement(top)) {
      const [name] = declaredNames(top as ts.Statement);
      return name === undefined ? undefined : `${file}#${name}`;
    }
    const declarator = top.declarationList.declarations.find((each) => each.pos <= node.pos && node.end <= each.end);
    const names = declarator ? bindingNames(declarator.name) : [];
    const inPattern = declarator !== undefined && declarator.name.pos <= node.pos && node.end <= declarator.name.end;
    const own = inPattern && ts.isBindingElement(node) && ts.isIdentifier(node.name) ? node.name.text : names[0];
    return own === undefined ? undefined : `${file}#${own}`;
  };

  const resolved = (symbol: ts.Symbol | undefined): ts.Symbol | undefined => {
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) return checker.getAliasedSymbol(symbol);
    // `const { createVoiceCall } = await import('../call')`: the name is the module's export.
    const binding = symbol?.valueDeclaration;
    if (binding && ts.isBindingElement(binding) && ts.isObjectBindingPattern(binding.parent)) {
      const key = binding.propertyName ?? binding.name;
      if (!ts.isIdentifier(key)) return symbol;
      const property = checker.getTypeAtLocation(binding.parent).getProperty(key.text);
      const declaration = property?.declarations?.[0];
      if (property && declaration && declaration.getSourceFile() !== binding.getSourceFile()) return resolved(property);
    }
    return symbol;
  };

  const symbolAt = (node: ts.Identifier): ts.Symbol | undefined => {
    const parent = node.parent;
    const symbol =
      ts.isShorthandPropertyAssignment(parent) && parent.name === node
        ? checker.getShorthandAssignmentValueSymbol(parent)
        : checker.getSymbolAtLocation(node);
    return resolved(symbol);
  };

  /**
   * The project code a use is handed to: the first call whose arguments, or component whose props, hold it
   * (inside a function written there, or as a function named and not called). That code is what calls it;
   * none when code outside the project does (rxjs, a promise) or the use runs where it stands.
   */
  const handingOf = (node: ts.Node): Handing | null => {
    let handed = !isCalled(node);
    let child = node;
    for (let parent = node.parent; parent !== undefined && !ts.isSourceFile(parent); parent = parent.parent) {
      if (ts.isFunctionLike(parent)) handed = true;
      const callee =
        (ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments?.some((each) => each === child)
          ? parent.expression
          : ts.isJsxAttributes(parent)
            ? parent.parent.tagName
            : undefined;
      const prop = ts.isJsxAttributes(parent);
      if (handed && callee) {
        const name = ts.isPropertyAccessExpression(callee) ? callee.name : callee;
        const declaration = ts.isIdentifier(name) ? symbolAt(name)?.declarations?.[0] : undefined;
        const to = declaration && !isTypeDeclaration(declaration) ? holderOf(declaration) : undefined;
        return to === undefined ? null : { to, prop };
      }
      child = parent;
    }
    return null;
  };

  const implementers = implementersOf(program, checker, projectFile, holderOf);
  const graph = new Map<Declaration, Uses>();
  for (const source of program.getSourceFiles()) {
    const file = projectFile(source.fileName);
    if (file === undefined) continue;
    for (const statement of source.statements) {
      const parts: readonly ts.Node[] = ts.isVariableStatement(statement) ? statement.declarationList.declarations : [statement];
      // A class's methods are units of their own (`Class.method`); the class itself is its constructor and fields.
      const className = ts.isClassDeclaration(statement) ? statement.name?.text : undefined;
      const members: readonly ts.Node[] = ts.isClassDeclaration(statement) && className ? statement.members.filter(isMemberUnit) : [];
      const units: readonly (readonly [ts.Node, readonly string[]])[] = [
        ...parts.map((part) => [part, ts.isVariableDeclaration(part) ? bindingNames(part.name) : declaredNames(statement)] as const),
        ...members.map((member) => [member, [`${className ?? ''}.${memberName(member)}`]] as const),
      ];
      for (const [part, names] of units) {
        if (names.length === 0) continue;
        const calls = new Set<Declaration>();
        const reads = new Set<Declaration>();
        const renders = new Set<Declaration>();
        const types = new Set<Declaration>();
        const carriers = new Map<Declaration, (Handing | null)[]>();
        /** A call of a type's member, or of a base class's method, calls the code written to it. */
        const callImplementers = (declaration: ts.Declaration, node: ts.Node): void => {
          for (const code of implementers.get(declaration) ?? []) {
            if (names.some((name) => code === `${file}#${name}`)) continue;
            calls.add(code);
            carriers.set(code, [...(carriers.get(code) ?? []), handingOf(node)]);
          }
        };
        const visit = (node: ts.Node): void => {
          if (ts.isIdentifier(node)) {
            const asType = inTypePosition(node);
            const jsx = isJsxTag(node);
            for (const declaration of symbolAt(node)?.declarations ?? []) {
              const holder = holderOf(declaration);
              if (holder === undefined || names.some((name) => holder === `${file}#${name}`)) continue;
              // A member reached through a type (`input.type`, `deps.voiceCall`) is no use of code by itself: called,
              // it runs the code of each class or object written to that type (`demo.start()`, `call.join()`).
              if (!asType && isTypeDeclaration(declaration)) {
                if (isCalled(node)) callImplementers(declaration, node);
                continue;
              }
              const use = asType ? types : jsx ? renders : isCode(declaration) ? calls : reads;
              use.add(holder);
              // Only code is handed on to be called; data passed along is read where it arrives.
              if (use !== types) carriers.set(holder, [...(carriers.get(holder) ?? []), use === calls ? handingOf(node) : null]);
              // A base class's method runs as the subclass wrote it (`this.endMeeting()` in the room).
              if (use === calls) callImplementers(declaration, node);
            }
          }
          // The class's own unit leaves its methods to theirs.
          ts.forEachChild(node, (child) => (part !== child && members.includes(child) ? undefined : visit(child)));
        };
        visit(part);
        const isClass = ts.isClassDeclaration(part);
        // A member without a body (abstract, an overload) runs nothing of its own.
        const code = members.includes(part) ? hasBody(part) : isCodePart(part);
        for (const name of names) graph.set(`${file}#${name}`, { calls, reads, renders, types, carriers, code, isClass });
      }
    }
  }
  return graph;
}

/**
 * For each member of a project interface or object type, the top-level declarations whose code runs when it is
 * called: classes that implement the interface (with their bases' members), object literals written to the type
 * (a function's return, a typed variable; not one handed in as an argument), and a proxy made as the type; and for a
 * base class's method, each subclass's that writes it again. Structural matches with no such tie are not found.
 */
function implementersOf(
  program: ts.Program,
  checker: ts.TypeChecker,
  projectFile: (file: string) => string | undefined,
  holderOf: (node: ts.Node) => Declaration | undefined,
): ReadonlyMap<ts.Declaration, ReadonlySet<Declaration>> {
  const found = new Map<ts.Declaration, Set<Declaration>>();
  const note = (member: ts.Symbol | undefined, code: Declaration | undefined): void => {
    if (!member || !code) return;
    for (const declaration of member.declarations ?? []) {
      if (!isTypeDeclaration(declaration) || projectFile(declaration.getSourceFile().fileName) === undefined) continue;
      if (found.get(declaration)?.has(code)) continue;
      found.set(declaration, new Set([...(found.get(declaration) ?? []), code]));
      // A member an interface declares again (`create` of the simulated factory) implements its base's too.
      const owner = declaration.parent;
      if (!ts.isInterfaceDeclaration(owner)) continue;
      const ownerType = checker.getTypeAtLocation(owner);
      if (!ownerType.isClassOrInterface()) continue;
      for (const base of checker.getBaseTypes(ownerType)) note(base.getProperty(member.name), code);
    }
  };
  const typesOf = (type: ts.Type): readonly ts.Type[] => (type.isUnionOrIntersection() ? type.types : [type]);
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node) && !isHandedIn(node)) {
      const contextual = checker.getContextualType(node);
      const code = holderOf(node);
      for (const property of node.properties) {
        const name =
          property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        if (name === undefined || !contextual) continue;
        for (const type of typesOf(contextual)) note(type.getProperty(name), code);
      }
    }
    // A proxy stands for every member of the type it is made as (lazy-voice-call.ts: the client before it loads).
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Proxy' && !isHandedIn(node)) {
      const contextual = checker.getContextualType(node);
      for (const type of contextual ? typesOf(contextual) : []) for (const member of type.getProperties()) note(member, holderOf(node));
    }
    if (ts.isClassDeclaration(node) && node.name) {
      const own = checker.getTypeAtLocation(node);
      // Each method a subclass writes again, for the base class's own.
      for (let base = baseClassOf(checker, node); base; base = baseClassOf(checker, base)) {
        for (const member of node.members) {
          const name = memberName(member);
          const overridden: readonly ts.Declaration[] =
            (name ? checker.getTypeAtLocation(base).getProperty(name)?.declarations : undefined) ?? [];
          const code = holderOf(member);
          for (const declaration of overridden)
            if (code && declaration.parent === base) found.set(declaration, new Set([...(found.get(declaration) ?? []), code]));
        }
      }
      for (let at: ts.ClassLikeDeclaration | undefined = node; at; at = baseClassOf(checker, at)) {
        for (const clause of at.heritageClauses ?? []) {
          if (clause.token !== ts.SyntaxKind.ImplementsKeyword) continue;
          for (const implemented of clause.types) {
            for (const member of checker.getTypeAtLocation(implemented).getProperties()) {
              const written = own.getProperty(member.name)?.declarations?.[0];
              note(member, written && holderOf(written));
            }
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const source of program.getSourceFiles()) if (projectFile(source.fileName) !== undefined) visit(source);
  return found;
}

/**
 * Whether an object is handed to other code (a call's argument, a component's props): the code it is handed to
 * calls its members, which is code handed on (`carriers`), not an implementation every caller of the type reaches.
 */
function isHandedIn(node: ts.Node): boolean {
  let child = node;
  for (let parent = node.parent; !ts.isSourceFile(parent); child = parent, parent = parent.parent) {
    if (ts.isFunctionLike(parent) || ts.isClassLike(parent) || ts.isBlock(parent)) return false;
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments?.some((each) => each === child)) return true;
    if (ts.isJsxAttributes(parent) || ts.isJsxExpression(parent)) return true;
  }
  return false;
}

function baseClassOf(checker: ts.TypeChecker, node: ts.ClassLikeDeclaration): ts.ClassLikeDeclaration | undefined {
  const base = node.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
  const declaration = base && checker.getTypeAtLocation(base.expression).getSymbol()?.declarations?.[0];
  return declaration && ts.isClassLike(declaration) ? declaration : undefined;
}
