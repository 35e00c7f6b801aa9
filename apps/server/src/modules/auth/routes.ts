// Routes of the auth module (filled by its issue).
import type { ModulePlugin } from '../index.ts';

const routes: ModulePlugin = async () => {};
export default routes;
