// The shapes the mail modules pass between them: what a message says
// (messages/), how it is sent (send.ts) and how it is written (mime.ts).

/** 'ada@example.com', or a display name and an address kept apart so the name can never smuggle in a header. */
export type MailAddress = string | { name?: string; email: string };

export type MailAttachment = {
  filename: string;
  contentType: string;
  /** Bytes, or text sent as UTF-8. */
  content: Buffer | string;
  /** Set for an image the HTML shows inline (<img src="cid:...">); unset for a file to download. */
  contentId?: string;
};

/** What a message function returns: everything but who sends it to whom. */
export type MailContent = {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** Where a reply goes when it is not the sender (a visitor who wrote to us). */
  replyTo?: MailAddress[];
  /** Further headers the message carries (an announcement's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
};
