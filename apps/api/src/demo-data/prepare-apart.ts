// The demo data's slow, pure work (argon2 hashes, the catalogue's pictures) done in a child
// process at a server's first start (issue 23, "Memory"). Both libraries allocate large blocks
// on their own threads (argon2 64 MB a hash, libvips its pixel buffers); freed, those stay in
// the threads' malloc arenas, so a server that did this work itself held ~300 MB more for
// the rest of its life (measured: 697 MB idle after a first start, 372 MB after a second one).
// The child's memory goes back to the system when it exits. If the child cannot run, the
// work is done here, as before.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ProcessedImage } from '../images/image-processing';
import { prepareIllustrations, type IllustrationKey } from './catalogue-images';
import { preparePasswords, type PreparedPasswords } from './users';

export interface PreparedDemoWork {
  passwords: PreparedPasswords;
  pictures: Map<IllustrationKey, ProcessedImage>;
}

/** What the child sends back: plain data (structured clone turns Buffers into Uint8Arrays). */
export interface PreparedDemoMessage {
  passwords: PreparedPasswords;
  pictures: [IllustrationKey, ProcessedImage][];
}

/** The work, in this process. */
export async function prepareDemoWorkHere(keys: readonly IllustrationKey[]): Promise<PreparedDemoWork> {
  const [passwords, pictures] = await Promise.all([preparePasswords(), prepareIllustrations(keys)]);
  return { passwords, pictures };
}

const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The compiled server (apps/api/dist/server, decision 035) runs the compiled child; the source, the source through tsx. */
function childEntry(): { file: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return fromSource
    ? { file: fileURLToPath(new URL('./prepare-child.ts', import.meta.url)), execArgv: ['--import', 'tsx'] }
    : { file: fileURLToPath(new URL('./demo-data/prepare-child.mjs', import.meta.url)), execArgv: [] };
}

/** The work, in a child process. Rejects if the child fails or exits without an answer. */
export function prepareDemoWorkApart(keys: readonly IllustrationKey[]): Promise<PreparedDemoWork> {
  const { file, execArgv } = childEntry();
  return new Promise((resolve, reject) => {
    const child = fork(file, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answer: PreparedDemoMessage | undefined;
    child.once('message', (message) => {
      answer = message as PreparedDemoMessage;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (!answer) return reject(new Error(`demo data: the preparing process ended (${signal ?? `exit code ${code}`}) without an answer`));
      resolve({
        passwords: answer.passwords,
        pictures: new Map(
          answer.pictures.map(([key, image]) => [key, { ...image, variants: image.variants.map((v) => ({ ...v, data: asBuffer(v.data) })) }]),
        ),
      });
    });
    child.send({ keys });
  });
}
