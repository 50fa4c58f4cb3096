import { env } from '../../config/env';

/** Where this instance's external API answers (config/env.ts): the page's examples and test forms use it. */
export const sendUrl = () => `${env.apiUrl}/api/messages/send`;
export const docsUrl = () => `${env.apiUrl}/api/docs/ui`;

export interface SendTest {
  token: string;
  number: string;
  body: string;
  /** The media form's file; the text form sends JSON. */
  file?: File | null;
}

/** What the endpoint answered: its status and body (JSON, or the text it sent), shown as they are. */
export interface SendAnswer {
  status: number;
  body: unknown;
}

/**
 * POST /api/messages/send with the chosen connection token, as an external system would: not through the
 * session's client (no user token, no refresh), so the page shows exactly what the endpoint answers.
 */
export async function sendTestMessage({ token, number, body, file }: SendTest): Promise<SendAnswer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  let payload: BodyInit;
  if (file) {
    const form = new FormData();
    form.append('number', number);
    form.append('body', body);
    form.append('medias', file);
    payload = form;
  } else {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify({ number, body });
  }
  const response = await fetch(sendUrl(), { method: 'POST', headers, body: payload });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): shown as text.
  }
  return { status: response.status, body: parsed };
}

/** The curl commands of the instructions, with this instance's URL. */
export function curlExamples(url: string) {
  return {
    text: `curl -X POST '${url}' \\\n  -H 'Authorization: Bearer SEU_TOKEN' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"number": "5511999999999", "body": "Olá, {{firstName}}!"}'`,
    media: `curl -X POST '${url}' \\\n  -H 'Authorization: Bearer SEU_TOKEN' \\\n  -F 'number=5511999999999' \\\n  -F 'body=Segue o arquivo' \\\n  -F 'medias=@/caminho/arquivo.pdf'`,
  };
}
