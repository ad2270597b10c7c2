// A changed contract breaks the client's compile: each case edits one contracts file in memory, compiles
// a real domain client and expects an error there; unedited sources compile clean.
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '../..');
const contractsDir = path.dirname(createRequire(import.meta.url).resolve('@momentum/contracts/endpoints'));

interface Edit {
  /** Contracts source file, relative to its src folder. */
  contract: string;
  from: string;
  to: string;
}

const parsed = ts.getParsedCommandLineOfConfigFile(path.join(packageDir, 'tsconfig.json'), {}, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => {
    throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  },
})!;

// Parsed files are kept across the programs (lib.dom and zod's types are most of the work), so each
// case re-parses only the edited contract.
const baseHost = ts.createCompilerHost(parsed.options);
const parsedFiles = new Map<string, ts.SourceFile | undefined>();
let previous: ts.Program | undefined;

/** The compile errors of `client` when the contracts carry `edit`. */
function errorsIn(clientSource: string, edit?: Edit): string[] {
  const client = path.join(packageDir, 'src', clientSource);
  const target = edit && path.join(contractsDir, edit.contract);
  const host: ts.CompilerHost = {
    ...baseHost,
    getSourceFile: (fileName, language) => {
      if (edit && path.resolve(fileName) === target) {
        const original = ts.sys.readFile(fileName)!;
        const edited = original.replace(edit.from, edit.to);
        if (edited === original) throw new Error(`the edit found no "${edit.from}" in ${edit.contract}`);
        return ts.createSourceFile(fileName, edited, language);
      }
      if (!parsedFiles.has(fileName)) parsedFiles.set(fileName, baseHost.getSourceFile(fileName, language));
      return parsedFiles.get(fileName);
    },
  };
  const program = ts.createProgram({ rootNames: [client], options: parsed.options, host, oldProgram: previous });
  previous = program;
  const file = program.getSourceFile(client)!;
  return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  );
}

/** `client` is relative to this package's src folder. */
const cases: { name: string; client: string; edit: Edit; error: RegExp }[] = [
  {
    name: 'a response field the client reads is renamed',
    client: 'home/home-api.ts',
    edit: { contract: 'home.ts', from: 'UnreadCountResponse = z.object({ unreadCount:', to: 'UnreadCountResponse = z.object({ unread:' },
    error: /Property 'unreadCount' does not exist/,
  },
  {
    name: "a path parameter is renamed in the route's template",
    client: 'bucket/bucket-api.ts',
    edit: { contract: 'endpoints.ts', from: "detail: { method: 'GET', path: '/api/bucket/:id' }", to: "detail: { method: 'GET', path: '/api/bucket/:bucketId' }" },
    error: /'id' does not exist in type 'Record<"bucketId", string>'/,
  },
  {
    name: 'a body field is renamed in the body schema',
    client: 'friends/friends-api.ts',
    edit: { contract: 'friends.ts', from: 'FriendUserRequest = z.object({ friendUserID:', to: 'FriendUserRequest = z.object({ friendId:' },
    error: /'friendUserID' does not exist/,
  },
];

describe('the client compiles against the contracts', () => {
  it.each(cases)('unchanged contracts: $client compiles clean', ({ client }) => {
    expect(errorsIn(client)).toEqual([]);
  }, 120_000);

  it.each(cases)('$name → the client no longer compiles', ({ client, edit, error }) => {
    expect(errorsIn(client, edit).join('\n')).toMatch(error);
  }, 120_000);
});
