// Routes of the points module (filled by its issue).
import type { ModulePlugin } from '../index.ts';

const routes: ModulePlugin = async () => {};
export default routes;
