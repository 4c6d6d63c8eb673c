/** The control API's contract lives in the contract package (`@market/contract/control`), where the web app's devtools read it too. */
export * from '@market/contract/control';
