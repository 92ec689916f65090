/**
 * After a refused submit the cursor goes to the form's first field with a problem, in the form's own order, so a
 * keyboard or screen-reader user starts mending where the first message is (`problems` by field name).
 */
export function focusFirstProblem(form: HTMLFormElement, problems: Readonly<Record<string, string | null | undefined>>) {
  for (const element of form.elements) {
    if (element instanceof HTMLInputElement && problems[element.name]) return element.focus();
  }
}
