// The forms' result texts (a title and a line, for success and for failure): shown in the result dialog,
// and by the server's result pages for a form sent without JavaScript. Plain data, shared by the browser
// and the server.

export interface DialogMessage {
  title: string;
  text: string;
}

export const DIALOGS = {
  contactSuccess: {
    title: "Thank you!",
    text: "Your message has been successfully sent. We will contact you very soon!",
  },
  applicationSuccess: {
    title: "Success!",
    text: "Thank you for your application. We will get back to you as soon as possible.",
  },
  subscribeSuccess: { title: "Thank you!", text: "We will notify you soon" },
  failure: { title: "Error!", text: "Please wait a few minutes before you try again." },
} as const satisfies Record<string, DialogMessage>;
