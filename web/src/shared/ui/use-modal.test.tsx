/** @vitest-environment happy-dom */
import { render } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { expect, it } from 'vitest';
import { useModal } from './use-modal';

/** A question that an answer arriving later (as a server's does) closes, in the render that shows the answer. */
function Question({ answer }: { answer: Promise<void> }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(true);
  const [answered, setAnswered] = useState(false);
  useModal(ref, open);
  useEffect(() => {
    void answer.then(() => {
      setOpen(false);
      setAnswered(true);
    });
  }, [answer]);
  return (
    <>
      {answered && <p>Answered</p>}
      <dialog ref={ref}>Question</dialog>
    </>
  );
}

it('closes the dialog before anything can see the answer that closed it', async () => {
  let answer!: () => void;
  const { container } = render(<Question answer={new Promise<void>((resolve) => (answer = resolve))} />);
  const dialog = container.querySelector('dialog')!;
  expect(dialog.open).toBe(true);
  // What a test's findBy* (or a person) sees first: the moment the answer is in the page.
  const openWhenAnswered = new Promise<boolean>((seen) => {
    new MutationObserver((_, observer) => {
      if (!container.textContent?.includes('Answered')) return;
      observer.disconnect();
      seen(dialog.open);
    }).observe(container, { childList: true, subtree: true });
  });
  answer();
  expect(await openWhenAnswered).toBe(false);
});
