// Outgoing SMS through an HTTP gateway: POST {"to","text"} as JSON to SMS_WEBHOOK_URL (DESIGN §2).
export interface SmsMessage {
  to: string;
  text: string;
}
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export function createWebhookSms(url: string, timeoutMs = 10_000): SmsSender {
  return {
    name: 'webhook',
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
