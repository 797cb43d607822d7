// The answer of a route that only confirms (`okSchema`): one object, shared by every such route.
import type { Ok } from '#schemas/api';

export const okAnswer: Ok = { data: { ok: true } };
