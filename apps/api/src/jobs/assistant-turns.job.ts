import { runAssistantTurn } from '../modules/assistants/run-assistant-turn.js';
import { processAssistantTurns } from './queues.js';

/** Starts answering with prompts and integrations (worker process): one job per customer message. */
export function startAssistantProcessor(): void {
  processAssistantTurns(runAssistantTurn);
}
