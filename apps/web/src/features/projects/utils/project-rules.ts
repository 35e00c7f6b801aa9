// The new-project form's rules (the contract's zod schema), fetched when the form is first used, not with the page
// (issue 10).
export { createProjectBodySchema } from '@club/contract/projects';
