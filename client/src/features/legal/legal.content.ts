import type { Locale } from '../../../../common/locale';
import type { LegalPage } from '../../lib/legal-paths';

/*
 * The texts of the legal pages and the accessibility statement, in English and German. They are
 * long documents rather than interface strings, so they live here, by page and language, instead
 * of in the message catalogues every other page downloads; the types make both languages carry
 * every page, and a test checks that their sections match one for one. `{company}`,
 * `{legalName}`, `{companyNumber}`, `{email}`, `{phone}` and `{address}` are filled in from the
 * company's details.
 */

/** A paragraph, a bulleted list, a table (its first row the header) or links to pages of the site. */
export type LegalBlock = string | { list: string[] } | { table: string[][] } | { links: { label: string; to: string }[] };

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  description: string;
  intro: string;
  sections: LegalSection[];
}

const terms: Record<Locale, LegalDocument> = {
  en: {
    title: 'Terms and Conditions',
    description: 'The terms on which {legalName} books villa holidays and travel extras for you.',
    intro: 'These terms apply to every booking made on this website with {legalName} (company number {companyNumber}, registered in England and Wales), trading as {company}.',
    sections: [
      {
        heading: 'Your booking',
        blocks: [
          'A booking is confirmed when we have received the deposit (or the full price) and sent you a confirmation by e-mail. The lead guest must be 18 or over and accepts these terms for everyone in the party.',
          'Arrivals are possible from 14 days ahead. The price shown at checkout, in the currency you chose, is the price you pay; prices are decided by us at the time of booking.',
        ],
      },
      {
        heading: 'Payment',
        blocks: [
          'Depending on how far away your stay is, you pay in full or a deposit now and the balance later. The balance is due on the date shown in your confirmation and in your account; we remind you by e-mail before it is due.',
          'If the balance is not paid when due, we may cancel the booking under the cancellation terms below.',
        ],
      },
      {
        heading: 'Cancellation',
        blocks: [
          'You can cancel an order from your account. What is refunded depends on how long before arrival you cancel; the cancellation policy shown at checkout and in your account applies. Refunds go back to the card you paid with.',
          'If we have to cancel your stay, you get back everything you paid.',
        ],
      },
      {
        heading: 'During your stay',
        blocks: ['Please respect the house rules in your arrival guide and the maximum number of guests of the villa. Damage beyond normal wear may be charged.'],
      },
      {
        heading: 'Protection and complaints',
        blocks: [
          'Flight-inclusive packages are ATOL protected; our ABTA membership covers the rest of your booking.',
          'If something is not as it should be, tell us at once at {email} or {phone} so we can put it right. Written complaints go to {address}.',
        ],
      },
      {
        heading: 'Law',
        blocks: ['These terms are governed by the law of England and Wales. If you live in the EU, you keep the protection of the consumer law of your country.'],
      },
    ],
  },
  de: {
    title: 'Allgemeine Geschäftsbedingungen',
    description: 'Die Bedingungen, zu denen {legalName} Villenurlaube und Reiseextras für Sie bucht.',
    intro: 'Diese Bedingungen gelten für jede Buchung auf dieser Website bei {legalName} (Handelsregisternummer {companyNumber}, eingetragen in England und Wales), handelnd als {company}.',
    sections: [
      {
        heading: 'Ihre Buchung',
        blocks: [
          'Eine Buchung ist bestätigt, sobald die Anzahlung (oder der volle Preis) bei uns eingegangen ist und wir Ihnen eine Bestätigung per E-Mail gesendet haben. Der Hauptgast muss mindestens 18 Jahre alt sein und nimmt diese Bedingungen für alle Reisenden an.',
          'Anreisen sind ab 14 Tagen im Voraus möglich. Der an der Kasse angezeigte Preis in der gewählten Währung ist der Preis, den Sie zahlen; die Preise legen wir zum Zeitpunkt der Buchung fest.',
        ],
      },
      {
        heading: 'Zahlung',
        blocks: [
          'Je nachdem, wie weit Ihr Aufenthalt entfernt ist, zahlen Sie sofort den vollen Preis oder eine Anzahlung und den Restbetrag später. Der Restbetrag ist zu dem Datum fällig, das in Ihrer Bestätigung und in Ihrem Konto steht; wir erinnern Sie vorher per E-Mail.',
          'Wird der Restbetrag bei Fälligkeit nicht gezahlt, können wir die Buchung nach den folgenden Stornobedingungen stornieren.',
        ],
      },
      {
        heading: 'Stornierung',
        blocks: [
          'Sie können eine Bestellung in Ihrem Konto stornieren. Was erstattet wird, hängt davon ab, wie lange vor der Anreise Sie stornieren; es gelten die an der Kasse und in Ihrem Konto angezeigten Stornobedingungen. Erstattungen gehen auf die Karte, mit der Sie gezahlt haben.',
          'Müssen wir Ihren Aufenthalt absagen, erhalten Sie alles zurück, was Sie gezahlt haben.',
        ],
      },
      {
        heading: 'Während Ihres Aufenthalts',
        blocks: ['Bitte beachten Sie die Hausregeln in Ihrem Anreiseleitfaden und die Höchstzahl der Gäste der Villa. Schäden über die normale Abnutzung hinaus können berechnet werden.'],
      },
      {
        heading: 'Absicherung und Beschwerden',
        blocks: [
          'Pauschalreisen mit Flug sind durch ATOL abgesichert; unsere ABTA-Mitgliedschaft deckt den Rest Ihrer Buchung.',
          'Ist etwas nicht so, wie es sein sollte, sagen Sie es uns bitte sofort unter {email} oder {phone}, damit wir es beheben können. Schriftliche Beschwerden richten Sie an {address}.',
        ],
      },
      {
        heading: 'Recht',
        blocks: ['Es gilt das Recht von England und Wales. Wohnen Sie in der EU, behalten Sie den Schutz des Verbraucherrechts Ihres Landes.'],
      },
    ],
  },
};

const privacy: Record<Locale, LegalDocument> = {
  en: {
    title: 'Privacy Policy',
    description: 'What personal data {company} keeps, for how long, and how to download or delete yours.',
    intro: '{legalName} ({address}) is responsible for the personal data this website collects. We keep only what a booking, your account or your questions need, and no longer than the table below says.',
    sections: [
      {
        heading: 'What we keep and for how long',
        blocks: [
          {
            table: [
              ['Data', 'Kept for', 'Then'],
              ['Your account (name, e-mail, phone, password hash)', 'Until you or we delete it', 'Deleted'],
              ['Sign-in sessions', '7 days; ended at sign-out, password change or deletion', 'Expired sessions are deleted every hour'],
              ['Basket', 'Signed out: until the session ends (plus 1 hour); signed in: with the account', 'Deleted'],
              ['Shortlist', 'Until you remove a villa or delete the account', 'Deleted'],
              ['Password reset links (stored hashed)', 'Valid for 1 hour, used once', 'Deleted every hour once used or expired'],
              ['Newsletter subscription', 'While subscribed; after you unsubscribe, the record of your opt-out', 'Deleted with the account that has the address'],
              ['Newsletter confirmation links (stored hashed)', '30 days after sending, or until used', 'Deleted every hour'],
              ['Enquiries and flight inquiries', 'For our staff to answer and follow up', 'Deleted with the account that has the sender’s e-mail'],
              ['E-mails we send you', 'Until sent, then 90 days', 'Deleted every hour after that'],
              ['Rate-limit counters (hashed keys, no addresses)', 'Their window (minutes to an hour)', 'Deleted every hour'],
              ['Orders, bookings, payments and refunds', 'As long as the law requires for financial records (UK 6 years, Germany up to 10 years)', 'Removed once the statutory period has passed'],
              ['Staff audit log', 'As a record of staff actions', 'A deleted account’s e-mail is removed from it'],
              ['Server logs', 'As long as our log platform keeps them', 'Never contain passwords, tokens, cookies or card numbers'],
            ],
          },
          'Card details go straight to our payment provider, Stripe; we never see or store your card number.',
        ],
      },
      {
        heading: 'Download your data',
        blocks: [
          'Signed in, open your account and choose “Download my data”. You get one file with your profile, bookings, orders (with extras and lead guest details), payments, the enquiries and flight inquiries sent under your e-mail, your newsletter subscription and your shortlist — only ever your own.',
          { links: [{ label: 'Go to my account', to: '/account' }] },
        ],
      },
      {
        heading: 'Delete your account',
        blocks: [
          'In your account, “Delete my account” asks for your current password and then deletes your account, its sessions (every browser is signed out), basket, shortlist, reset links, newsletter subscription, enquiries, flight inquiries and the e-mails to your address.',
          'Orders, bookings and payments are kept, as tax and accounting law requires (GDPR article 17(3)(b)), but detached from you: the name becomes “Deleted user” and the e-mail and phone are emptied.',
          'While you have a stay still to come or a balance still open, deletion is refused: it would take away the details we need to look after that stay or that payment. Contact us if you need help.',
        ],
      },
      {
        heading: 'Your rights and contact',
        blocks: ['You may ask us at any time what we hold about you, have it corrected, object to its use or complain to a data protection authority (in the UK the ICO). Write to {email}.'],
      },
    ],
  },
  de: {
    title: 'Datenschutzerklärung',
    description: 'Welche personenbezogenen Daten {company} speichert, wie lange, und wie Sie Ihre herunterladen oder löschen.',
    intro: 'Verantwortlich für die personenbezogenen Daten, die diese Website erhebt, ist {legalName} ({address}). Wir speichern nur, was eine Buchung, Ihr Konto oder Ihre Anfragen brauchen, und nicht länger, als die Tabelle unten angibt.',
    sections: [
      {
        heading: 'Was wir speichern und wie lange',
        blocks: [
          {
            table: [
              ['Daten', 'Gespeichert', 'Danach'],
              ['Ihr Konto (Name, E-Mail, Telefon, Passwort-Hash)', 'Bis Sie oder wir es löschen', 'Gelöscht'],
              ['Anmeldesitzungen', '7 Tage; beendet bei Abmeldung, Passwortänderung oder Löschung', 'Abgelaufene Sitzungen werden stündlich gelöscht'],
              ['Warenkorb', 'Abgemeldet: bis die Sitzung endet (plus 1 Stunde); angemeldet: mit dem Konto', 'Gelöscht'],
              ['Merkliste', 'Bis Sie eine Villa entfernen oder das Konto löschen', 'Gelöscht'],
              ['Links zum Zurücksetzen des Passworts (gehasht gespeichert)', '1 Stunde gültig, einmal verwendbar', 'Stündlich gelöscht, sobald benutzt oder abgelaufen'],
              ['Newsletter-Abonnement', 'Solange Sie abonniert sind; nach der Abmeldung der Nachweis Ihres Widerspruchs', 'Mit dem Konto dieser Adresse gelöscht'],
              ['Newsletter-Bestätigungslinks (gehasht gespeichert)', '30 Tage nach dem Versand oder bis zur Verwendung', 'Stündlich gelöscht'],
              ['Anfragen und Fluganfragen', 'Damit unser Team sie beantworten und nachverfolgen kann', 'Mit dem Konto der Absender-E-Mail gelöscht'],
              ['E-Mails, die wir Ihnen senden', 'Bis zum Versand, danach 90 Tage', 'Danach stündlich gelöscht'],
              ['Zähler gegen Missbrauch (gehashte Schlüssel, keine Adressen)', 'Ihr Zeitfenster (Minuten bis eine Stunde)', 'Stündlich gelöscht'],
              ['Bestellungen, Buchungen, Zahlungen und Erstattungen', 'So lange, wie das Gesetz es für Buchhaltungsunterlagen verlangt (UK 6 Jahre, Deutschland bis zu 10 Jahre)', 'Nach Ablauf der gesetzlichen Frist entfernt'],
              ['Protokoll der Mitarbeiteraktionen', 'Als Nachweis der Aktionen unseres Teams', 'Die E-Mail eines gelöschten Kontos wird daraus entfernt'],
              ['Server-Protokolle', 'So lange, wie unsere Protokoll-Plattform sie aufbewahrt', 'Enthalten nie Passwörter, Tokens, Cookies oder Kartennummern'],
            ],
          },
          'Kartendaten gehen direkt an unseren Zahlungsdienstleister Stripe; wir sehen und speichern Ihre Kartennummer nie.',
        ],
      },
      {
        heading: 'Ihre Daten herunterladen',
        blocks: [
          'Angemeldet öffnen Sie Ihr Konto und wählen „Meine Daten herunterladen“. Sie erhalten eine Datei mit Ihrem Profil, Ihren Buchungen, Bestellungen (mit Extras und Angaben zum Hauptgast), Zahlungen, den unter Ihrer E-Mail gesendeten Anfragen und Fluganfragen, Ihrem Newsletter-Abonnement und Ihrer Merkliste — immer nur Ihre eigenen.',
          { links: [{ label: 'Zu meinem Konto', to: '/account' }] },
        ],
      },
      {
        heading: 'Ihr Konto löschen',
        blocks: [
          'In Ihrem Konto fragt „Mein Konto löschen“ nach Ihrem aktuellen Passwort und löscht dann Ihr Konto, seine Sitzungen (jeder Browser wird abgemeldet), Warenkorb, Merkliste, Links zum Zurücksetzen, Newsletter-Abonnement, Anfragen, Fluganfragen und die E-Mails an Ihre Adresse.',
          'Bestellungen, Buchungen und Zahlungen bleiben erhalten, wie es das Steuer- und Handelsrecht verlangt (DSGVO Artikel 17 Abs. 3 lit. b), aber von Ihnen getrennt: Der Name wird zu „Gelöschter Nutzer“, E-Mail und Telefon werden geleert.',
          'Solange Sie noch einen bevorstehenden Aufenthalt oder einen offenen Restbetrag haben, ist das Löschen nicht möglich: Es würde die Angaben entfernen, die wir für diesen Aufenthalt oder diese Zahlung brauchen. Schreiben Sie uns, wenn Sie Hilfe brauchen.',
        ],
      },
      {
        heading: 'Ihre Rechte und Kontakt',
        blocks: ['Sie können jederzeit Auskunft über Ihre bei uns gespeicherten Daten verlangen, sie berichtigen lassen, ihrer Verwendung widersprechen oder sich bei einer Datenschutzaufsichtsbehörde beschweren. Schreiben Sie an {email}.'],
      },
    ],
  },
};

const cookies: Record<Locale, LegalDocument> = {
  en: {
    title: 'Cookie Policy',
    description: 'The few cookies and browser storage entries {company} uses, and why.',
    intro: 'We use no advertising or tracking cookies. The cookies below are needed for the site to work or remember choices you made; none of them is shared with advertisers.',
    sections: [
      {
        heading: 'Cookies we set',
        blocks: [
          {
            table: [
              ['Cookie', 'What it is for', 'How long'],
              ['sid', 'Keeps you signed in and holds your basket (only once you sign in or add something)', '7 days, or until you sign out'],
              ['language, currency, theme', 'Remember the language, currency and light or dark look you chose, so the first page is shown that way', '1 year'],
              ['sidebar_state', 'Staff only: whether the admin sidebar is open', '7 days'],
            ],
          },
        ],
      },
      {
        heading: 'Payment',
        blocks: ['At checkout our payment provider, Stripe, may set its own cookies to prevent fraud. They are needed to take a card payment safely.'],
      },
      {
        heading: 'Storage in your browser',
        blocks: ['Your language, currency and theme are also kept in your browser’s local storage, and a checkout or balance payment in progress in its session storage, so a reloaded page does not charge twice. Clearing your browser’s data removes them.'],
      },
      {
        heading: 'Visitor counts',
        blocks: ['We count visits to our pages as anonymous daily totals, without a cookie, a session or your address.'],
      },
    ],
  },
  de: {
    title: 'Cookie-Richtlinie',
    description: 'Die wenigen Cookies und Browser-Speichereinträge, die {company} verwendet, und wozu.',
    intro: 'Wir verwenden keine Werbe- oder Tracking-Cookies. Die folgenden Cookies braucht die Website, um zu funktionieren oder sich Ihre Einstellungen zu merken; keines wird an Werbetreibende weitergegeben.',
    sections: [
      {
        heading: 'Cookies, die wir setzen',
        blocks: [
          {
            table: [
              ['Cookie', 'Wozu', 'Wie lange'],
              ['sid', 'Hält Sie angemeldet und enthält Ihren Warenkorb (erst, wenn Sie sich anmelden oder etwas hinzufügen)', '7 Tage oder bis zur Abmeldung'],
              ['language, currency, theme', 'Merken sich die gewählte Sprache, Währung und helle oder dunkle Darstellung, damit schon die erste Seite so angezeigt wird', '1 Jahr'],
              ['sidebar_state', 'Nur für Mitarbeiter: ob die Seitenleiste der Verwaltung geöffnet ist', '7 Tage'],
            ],
          },
        ],
      },
      {
        heading: 'Zahlung',
        blocks: ['An der Kasse kann unser Zahlungsdienstleister Stripe eigene Cookies zur Betrugsvermeidung setzen. Sie sind für eine sichere Kartenzahlung nötig.'],
      },
      {
        heading: 'Speicher in Ihrem Browser',
        blocks: ['Sprache, Währung und Darstellung stehen auch im lokalen Speicher Ihres Browsers, und eine laufende Kassen- oder Restzahlung in seinem Sitzungsspeicher, damit ein neu geladenes Fenster nicht zweimal abbucht. Löschen Sie die Browserdaten, sind sie entfernt.'],
      },
      {
        heading: 'Besucherzahlen',
        blocks: ['Wir zählen Besuche unserer Seiten als anonyme Tagessummen, ohne Cookie, Sitzung oder Ihre Adresse.'],
      },
    ],
  },
};

const accessibility: Record<Locale, LegalDocument> = {
  en: {
    title: 'Accessibility Statement',
    description: 'How {company} makes its website usable with a keyboard and a screen reader, how it is tested, and how to report a problem.',
    intro: '{legalName} wants everyone to be able to find, book and manage a villa holiday on this website, including with a keyboard only, a screen reader, magnification or reduced motion.',
    sections: [
      {
        heading: 'Standard',
        blocks: ['This website aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, as the European Accessibility Act and EN 301 549 expect. We consider it partially conformant: the limitations below are known.'],
      },
      {
        heading: 'How we test',
        blocks: [
          {
            list: [
              'Every public and account page is scanned with axe-core for WCAG 2.0, 2.1 and 2.2 A and AA rules, in light and dark themes and on phone and desktop widths, with every change.',
              'Automated browser tests book a villa, register, sign in and out, reset a password, pay a balance, cancel an order, export data, send enquiries and do the staff tasks with the keyboard only, in English and German, checking at each step that the focus is visible and not hidden behind the header.',
              'Every button and link on the main pages is measured at a phone width to be at least 24 by 24 pixels or spaced apart enough.',
              'Component tests with a virtual screen reader check what is spoken for the date picker, dialogs, the checkout form and the search results.',
              'The accessibility tree of each main page is kept as a snapshot, so every change to it is reviewed.',
            ],
          },
        ],
      },
      {
        heading: 'Known limitations',
        blocks: [
          {
            list: [
              'Villa photos have short descriptions written by our staff; some describe the room rather than every detail.',
              'The card field at checkout is provided by our payment provider, Stripe, in a frame of its own; its accessibility is Stripe’s.',
              'Invoices are PDF files without tagged structure; the same figures are shown as a web page in your account.',
              'The charts in the staff area’s insights are drawn for sighted staff: a screen reader gets their titles, not every data point.',
            ],
          },
        ],
      },
      {
        heading: 'Report a problem',
        blocks: ['If something on this website is hard or impossible for you to use, tell us at {email} or {phone}. We answer within 5 working days and will help you book another way meanwhile.'],
      },
    ],
  },
  de: {
    title: 'Erklärung zur Barrierefreiheit',
    description: 'Wie {company} seine Website mit Tastatur und Screenreader bedienbar macht, wie sie geprüft wird und wie Sie ein Problem melden.',
    intro: '{legalName} möchte, dass alle Menschen auf dieser Website einen Villenurlaub finden, buchen und verwalten können, auch nur mit der Tastatur, mit Screenreader, Vergrößerung oder reduzierter Bewegung.',
    sections: [
      {
        heading: 'Standard',
        blocks: ['Diese Website soll die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA erfüllen, wie es der European Accessibility Act und die EN 301 549 erwarten. Sie ist teilweise konform: Die unten genannten Einschränkungen sind bekannt.'],
      },
      {
        heading: 'Wie wir prüfen',
        blocks: [
          {
            list: [
              'Jede öffentliche Seite und jede Kontoseite wird bei jeder Änderung mit axe-core auf die Regeln von WCAG 2.0, 2.1 und 2.2 (A und AA) geprüft, im hellen und dunklen Design und in Handy- und Desktopbreite.',
              'Automatische Browsertests buchen eine Villa, registrieren sich, melden sich an und ab, setzen ein Passwort zurück, zahlen einen Restbetrag, stornieren eine Bestellung, laden Daten herunter, senden Anfragen und erledigen die Aufgaben des Teams nur mit der Tastatur, auf Englisch und Deutsch, und prüfen bei jedem Schritt, dass der Fokus sichtbar und nicht unter der Kopfzeile verborgen ist.',
              'Jede Schaltfläche und jeder Link der Hauptseiten wird in Handybreite vermessen: mindestens 24 × 24 Pixel oder mit genug Abstand.',
              'Komponententests mit einem virtuellen Screenreader prüfen, was beim Datumswähler, bei Dialogen, beim Kassenformular und bei den Suchergebnissen gesprochen wird.',
              'Der Barrierefreiheitsbaum jeder Hauptseite wird als Schnappschuss festgehalten, sodass jede Änderung daran geprüft wird.',
            ],
          },
        ],
      },
      {
        heading: 'Bekannte Einschränkungen',
        blocks: [
          {
            list: [
              'Villenfotos haben kurze Beschreibungen unseres Teams; manche beschreiben den Raum, nicht jedes Detail.',
              'Das Kartenfeld an der Kasse stellt unser Zahlungsdienstleister Stripe in einem eigenen Rahmen bereit; für seine Barrierefreiheit ist Stripe verantwortlich.',
              'Rechnungen sind PDF-Dateien ohne getaggte Struktur; dieselben Zahlen zeigt Ihr Konto als Webseite.',
              'Die Diagramme in den Auswertungen des Mitarbeiterbereichs sind für sehende Nutzer gezeichnet: Ein Screenreader erhält ihre Titel, nicht jeden Datenpunkt.',
            ],
          },
        ],
      },
      {
        heading: 'Ein Problem melden',
        blocks: ['Ist etwas auf dieser Website für Sie schwer oder nicht bedienbar, schreiben Sie uns an {email} oder rufen Sie {phone} an. Wir antworten innerhalb von 5 Werktagen und helfen Ihnen bis dahin, auf anderem Weg zu buchen.'],
      },
    ],
  },
};

export const LEGAL_DOCUMENTS: Record<LegalPage, Record<Locale, LegalDocument>> = { terms, privacy, cookies, accessibility };
