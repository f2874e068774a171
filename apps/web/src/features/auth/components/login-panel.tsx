import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { type Challenge, LoginForm } from './login-form';

/**
 * The code step's code comes when the form is first used, not with the page: the sign-in page's
 * first download is held to a budget (DESIGN §8), and the code is asked for only after the
 * password, by which time its code has long arrived.
 */
const loadCodeStep = () => import('./code-step');
const CodeStep = lazy(() => loadCodeStep().then((m) => ({ default: m.CodeStep })));

/**
 * Signing in, in two steps on one page. A verified code starts the session; the router then
 * leaves the sign-in pages for the dashboard by itself.
 */
export function LoginPanel() {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [identifier, setIdentifier] = useState('');

  if (challenge) {
    return (
      <Suspense fallback={<Spinner className="mx-auto my-16 size-8 text-brand-600" />}>
        <CodeStep
          key={challenge.reply.challenge_id}
          challenge={challenge}
          onBack={() => setChallenge(null)}
        />
      </Suspense>
    );
  }
  return (
    <div onFocusCapture={() => void loadCodeStep().catch(() => undefined)}>
      <LoginForm
        identifier={identifier}
        onCodeSent={(next) => {
          setIdentifier(next.identifier);
          setChallenge(next);
        }}
      />
    </div>
  );
}
