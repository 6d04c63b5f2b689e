/** Server messages of the admin module. Managing user accounts in the back office. */
const en = {
  'admin.selfSuspend': 'You cannot suspend your own account.',
  'admin.selfAdmin': 'You cannot change your own admin rights.',
  'admin.selfDelete': 'You cannot delete your own account.',
  'admin.lastAdmin': 'This is the last active admin. Make another user an admin first.',
  'admin.userNotFound': 'User not found.',
  'admin.statusUpdated': 'User status updated',
  'admin.adminUpdated': 'Admin status updated',
  'admin.userDeleted': 'User deleted successfully',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'admin.selfSuspend': 'Sie können Ihr eigenes Konto nicht sperren.',
  'admin.selfAdmin': 'Sie können Ihre eigenen Administratorrechte nicht ändern.',
  'admin.selfDelete': 'Sie können Ihr eigenes Konto nicht löschen.',
  'admin.lastAdmin': 'Dies ist der letzte aktive Administrator. Machen Sie zuerst einen anderen Benutzer zum Administrator.',
  'admin.userNotFound': 'Benutzer nicht gefunden.',
  'admin.statusUpdated': 'Benutzerstatus aktualisiert',
  'admin.adminUpdated': 'Administratorstatus aktualisiert',
  'admin.userDeleted': 'Benutzer erfolgreich gelöscht',
};

export const adminMessages = { en, de };

// The keys join `MessageKey` (i18n/messages.ts) by declaration merging, without the module list.
declare module '../../i18n/messages' {
  interface ServerMessages {
    admin: typeof en;
  }
}
