// Worker entry when rocsite runs from its TypeScript sources (a git checkout): register tsx's loader in this thread,
// then run the worker module. The compiled package runs lib/bootstrap-worker.js directly.
import { register } from 'tsx/esm/api';

register();
await import('./bootstrap-worker.ts');
