// Display formatting at the edge: money is integer centavos everywhere else (STYLE: Server). The peso format
// is shared with the server's messages, so it lives with the money schema.
export { formatPeso } from '#schemas/money';
