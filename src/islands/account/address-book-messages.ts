/** The account page's address book: its own copy; the form's fields say what checkout's say (../checkout/messages.ts). */
export const addressBook = {
  lead: 'Your saved delivery addresses. Checkout starts with your default one.',
  add: 'Add address',
  addTitle: 'New address',
  editTitle: 'Edit address',
  save: 'Save address',
  cancel: 'Cancel',
  empty: 'No addresses saved yet.',
  error: 'We could not load your addresses.',
  edit: 'Edit',
  editLabel: (name: string) => `Edit the address of ${name}`,
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete the address of ${name}`,
  makeDefault: 'Make default',
  makeDefaultLabel: (name: string) => `Make the address of ${name} the default`,
  list: 'Saved addresses',
};
