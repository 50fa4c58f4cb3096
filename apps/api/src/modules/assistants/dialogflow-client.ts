import { SessionsClient } from '@google-cloud/dialogflow';
import { env } from '../../config/env.js';
import { AssistantFailure } from './assistant-failure.js';

// Dialogflow ES through the maintained Google client in REST mode (docs/contract.md "AI prompts and queue
// integrations"): the project's service-account key signs its own token (no token exchange), and
// DIALOGFLOW_API_ENDPOINT (the operator's) says where detectIntent goes.

export interface DialogflowAnswer {
  replies: string[];
  /** The matched intent ends the conversation: the ticket goes to the queue. */
  end: boolean;
}

interface Credentials {
  client_email: string;
  private_key: string;
}

function sessionsClient(credentials: Credentials, projectName: string): SessionsClient {
  const endpoint = new URL(env.DIALOGFLOW_API_ENDPOINT);
  return new SessionsClient({
    credentials: { client_email: credentials.client_email, private_key: credentials.private_key },
    projectId: projectName,
    fallback: 'rest',
    apiEndpoint: endpoint.hostname,
    port: Number(endpoint.port) || (endpoint.protocol === 'http:' ? 80 : 443),
    protocol: endpoint.protocol.replace(':', ''),
  } as ConstructorParameters<typeof SessionsClient>[0]);
}

/** One detectIntent of the customer's text in the session of a ticket; throws AssistantFailure. */
export async function detectIntent(credentialsJson: string, projectName: string, language: string, sessionId: string, text: string): Promise<DialogflowAnswer> {
  let client: SessionsClient;
  try {
    client = sessionsClient(JSON.parse(credentialsJson) as Credentials, projectName);
  } catch (error) {
    throw new AssistantFailure(`Dialogflow credentials: ${(error as Error).message}`);
  }
  try {
    const [response] = await client.detectIntent(
      { session: client.projectAgentSessionPath(projectName, sessionId), queryInput: { text: { text, languageCode: language } } },
      { timeout: env.ASSISTANT_TIMEOUT_MS, maxRetries: 0 },
    );
    const result = response.queryResult ?? {};
    const fromMessages = (result.fulfillmentMessages ?? [])
      .flatMap((message) => message.text?.text ?? [])
      .filter((line): line is string => Boolean(line?.trim()));
    const replies = fromMessages.length ? fromMessages : result.fulfillmentText?.trim() ? [result.fulfillmentText.trim()] : [];
    return { replies, end: Boolean(result.intent?.endInteraction) };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new AssistantFailure(`Dialogflow: ${(error as Error).message}`, typeof code === 'number' ? code : null);
  } finally {
    await client.close().catch(() => undefined);
  }
}
