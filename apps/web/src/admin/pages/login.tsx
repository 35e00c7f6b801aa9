// Staff sign-in: email, then the 5-digit code sent to it (the installers' code rules; DESIGN §9).
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Center, Paper, PinInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { StaffToken } from '@club/contract/staff';
import { api, session } from '../api';
import { errorText } from '../common';

export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'login.title' })} · Installer Club Staff`;
  }, [intl]);

  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api('/admin/api/login', { method: 'POST', body: { email } });
      setStep('code');
    } catch (err) {
      setError(errorText(intl, err));
    } finally {
      setBusy(false);
    }
  };
  const verify = async (e?: FormEvent) => {
    e?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const t = await api<StaffToken>('/admin/api/login/verify', { method: 'POST', body: { email, code } });
      session.set({ token: t.token, expires_at: t.expires_at });
      void navigate('/');
    } catch (err) {
      setError(intl.formatMessage({ id: 'login.wrongCode' }));
      if (!(err instanceof Error)) throw err;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder p="lg" w="100%" maw={400} radius="md">
        <Title order={1} fz="h3" mb="md">
          <FormattedMessage id="login.title" />
        </Title>
        {error ? (
          <Alert color="red" role="alert" mb="md">
            {error}
          </Alert>
        ) : null}
        {step === 'email' ? (
          <form onSubmit={(e) => void send(e)}>
            <Stack>
              <TextInput
                type="email"
                label={intl.formatMessage({ id: 'login.email' })}
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                required
                autoComplete="email"
                data-autofocus
              />
              <Button type="submit" loading={busy}>
                <FormattedMessage id="login.send" />
              </Button>
            </Stack>
          </form>
        ) : (
          <form onSubmit={(e) => void verify(e)}>
            <Stack>
              <Text size="sm">
                <FormattedMessage id="login.codeSent" values={{ email }} />
              </Text>
              <Text id="staff-code-label" size="sm" fw={500}>
                <FormattedMessage id="login.code" />
              </Text>
              <PinInput
                length={5}
                type="number"
                oneTimeCode
                value={code}
                onChange={setCode}
                ariaLabel={intl.formatMessage({ id: 'login.code' })}
                aria-describedby="staff-code-label"
              />
              <Button type="submit" loading={busy} disabled={code.length !== 5}>
                <FormattedMessage id="login.verify" />
              </Button>
              <Anchor component="button" type="button" size="sm" onClick={() => void send()}>
                <FormattedMessage id="login.resend" />
              </Anchor>
            </Stack>
          </form>
        )}
      </Paper>
    </Center>
  );
}
