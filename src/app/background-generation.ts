// "New background" joined to the AI service (issue 15). A contract stub: B2 provides the tool's actors here.
import { backgroundGenerationMachine } from '../machines/background-generation/machine.ts';
import type { AiService } from '../services/ai.ts';

export const provideBackgroundGeneration = (_ai: AiService) => backgroundGenerationMachine;
