// The child process of prepare-apart.ts: receives the pictures wanted, answers the hashes and
// the processed pictures, and exits (its memory goes with it).
import { prepareDemoWorkHere, type PreparedDemoMessage } from './prepare-apart';
import type { IllustrationKey } from './catalogue-images';

// The server went away (killed, say): nobody waits for the answer.
process.once('disconnect', () => process.exit(0));

process.once('message', (message: { keys: IllustrationKey[] }) => {
  void prepareDemoWorkHere(message.keys).then(
    ({ passwords, pictures }) => {
      const answer: PreparedDemoMessage = { passwords, pictures: [...pictures] };
      process.send?.(answer, () => process.exit(0));
    },
    (error: unknown) => {
      console.error('demo data: preparing failed', error);
      process.exit(1);
    },
  );
});
