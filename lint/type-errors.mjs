// TypeScript's own errors as a lint rule, read from the program the type-aware rules build anyway. `npm test` ran
// `tsc --noEmit` over every package before its suites and then lint built the same programs again; now lint alone
// type-checks (scripts/test.mjs). `npm run typecheck` still runs tsc, for a quick check without lint.
import ts from 'typescript';

/** Programs whose project-wide errors (compiler options, global types) were reported already: once is enough. */
const programsReported = new WeakSet();

/** Where a diagnostic points in the file being linted (project-wide ones point at its first line). */
function locationOf(diagnostic, sourceFile) {
  if (diagnostic.file !== sourceFile || diagnostic.start === undefined) return { line: 1, column: 0 };
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start);
  return { line: line + 1, column: character };
}

const typeErrors = {
  meta: { type: 'problem', docs: { description: 'The TypeScript errors tsc --noEmit reports for the file.' }, schema: [] },
  create(context) {
    return {
      Program(node) {
        const { program, esTreeNodeToTSNodeMap } = context.sourceCode.parserServices ?? {};
        if (!program) return;
        const sourceFile = esTreeNodeToTSNodeMap.get(node);
        const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
        if (!programsReported.has(program)) {
          programsReported.add(program);
          diagnostics.push(...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics());
        }
        for (const diagnostic of diagnostics) {
          if (diagnostic.category !== ts.DiagnosticCategory.Error) continue;
          context.report({
            loc: locationOf(diagnostic, sourceFile),
            message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
          });
        }
      },
    };
  },
};

export const typeErrorsPlugin = { rules: { 'type-errors': typeErrors } };
