import { useState } from 'react';
import { CodeStep } from './code-step';
import { type Challenge, LoginForm } from './login-form';

/**
 * Signing in, in two steps on one page. A verified code starts the session; the router then
 * leaves the sign-in pages for the dashboard by itself.
 */
export function LoginPanel() {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [identifier, setIdentifier] = useState('');

  if (challenge) {
    return (
      <CodeStep
        key={challenge.reply.challenge_id}
        challenge={challenge}
        onBack={() => setChallenge(null)}
      />
    );
  }
  return (
    <LoginForm
      identifier={identifier}
      onCodeSent={(next) => {
        setIdentifier(next.identifier);
        setChallenge(next);
      }}
    />
  );
}
