// "Write with AI" joined to the AI service (issue 15). A contract stub: B1 provides the writer's actors here.
import { descriptionWriterMachine } from '../machines/description-writer/machine.ts';
import type { AiService } from '../services/ai.ts';

export const provideDescriptionWriter = (_ai: AiService) => descriptionWriterMachine;
