import { act, render, waitFor } from '@testing-library/react';
import { Field, Form, Formik } from 'formik';
import { FIRST_SCREEN } from '@halaqa/contracts';
import { handOverFirstScreen } from './first-screen-handoff';

/** The login page as the server writes it (first-screen-html.ts loginContent), before the app's hidden root. */
function writeLoginPage() {
  document.documentElement.removeAttribute(FIRST_SCREEN.gate);
  document.body.innerHTML = `<div id="${FIRST_SCREEN.elementId}"><main><h1>Log in</h1><form novalidate>`
    + '<input id="fs-email" name="email" type="email"><input id="fs-password" name="password" type="password">'
    + '<button type="submit" data-sending="Logging in…">Log in</button></form></main></div>'
    + `<div id="root" ${FIRST_SCREEN.rootWaits}></div>`;
  const written = (name: string) => document.querySelector<HTMLInputElement>(`#${FIRST_SCREEN.elementId} input[name="${name}"]`)!;
  return { root: document.getElementById('root')!, written };
}

/** The app's login form: formik over controlled inputs, as mfe-auth's LoginPage. */
function AppLogin({ onSend }: { onSend: (values: { email: string; password: string }) => void }) {
  return (
    <main id="main" tabIndex={-1}>
      <h1>Log in</h1>
      <Formik initialValues={{ email: '', password: '' }} onSubmit={onSend}>
        <Form noValidate>
          <Field name="email" type="email" aria-label="Email" />
          <Field name="password" type="password" aria-label="Password" />
          <button type="submit">Log in</button>
        </Form>
      </Formik>
    </main>
  );
}

/** Draws the app's page behind the written one and waits for the handover (the shell's observer sees the page drawn). */
async function drawApp(root: HTMLElement, onSend: jest.Mock) {
  render(<AppLogin onSend={onSend} />, { container: root });
  await waitFor(() => expect(document.getElementById(FIRST_SCREEN.elementId)).toBeNull());
  // What the handover left for later (a held send waits one task) has run.
  await act(async () => { await new Promise((resolve) => { setTimeout(resolve, 0); }); });
}

test('what was typed into the written form, and where, is carried into the app’s form at the handover', async () => {
  const { root, written } = writeLoginPage();
  handOverFirstScreen(document);
  written('email').value = 'sara@example.com';
  written('password').value = 'Halaqa!2026';
  written('password').focus();
  const onSend = jest.fn();
  await drawApp(root, onSend);
  expect(document.getElementById(FIRST_SCREEN.elementId)).toBeNull();
  const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  expect(field('email').value).toBe('sara@example.com');
  expect(field('password').value).toBe('Halaqa!2026');
  expect(document.activeElement).toBe(field('password'));
  // Not sent: the person had not pressed the button.
  expect(onSend).not.toHaveBeenCalled();
  // And formik holds the values (typing on goes on from them).
  act(() => { field('email').form!.requestSubmit(); });
  await waitFor(() => expect(onSend).toHaveBeenCalled());
  expect(onSend).toHaveBeenCalledWith({ email: 'sara@example.com', password: 'Halaqa!2026' }, expect.anything());
});

test('a written form sent before the app arrived is sent by the app’s form, once', async () => {
  const { root, written } = writeLoginPage();
  handOverFirstScreen(document);
  written('email').value = 'sara@example.com';
  written('password').value = 'Halaqa!2026';
  // What the page's gate script does with a send (first-screen-gate.ts).
  written('email').form!.setAttribute(FIRST_SCREEN.sent, '');
  const onSend = jest.fn();
  await drawApp(root, onSend);
  await waitFor(() => expect(onSend).toHaveBeenCalled());
  expect(onSend).toHaveBeenCalledTimes(1);
  expect(onSend).toHaveBeenCalledWith({ email: 'sara@example.com', password: 'Halaqa!2026' }, expect.anything());
});

test('an untouched written form leaves the app’s form as it is, and the focus to the page', async () => {
  const { root } = writeLoginPage();
  handOverFirstScreen(document);
  const onSend = jest.fn();
  await drawApp(root, onSend);
  expect(root.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('');
  expect(onSend).not.toHaveBeenCalled();
});
