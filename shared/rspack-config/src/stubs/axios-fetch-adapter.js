// Stands in for axios's fetch adapter in browser builds (see axios-xhr-only.ts): the API client is
// created with `adapter: 'xhr'`, so this adapter is never chosen, and "not available" is its honest answer.
export const getFetch = () => false;
export default false;
