// The support forms' rules (the contract's zod schemas), fetched when a form is first used, not with the page (issue 10).
export { newTicketBodySchema, replyBodySchema } from '@club/contract/support';
