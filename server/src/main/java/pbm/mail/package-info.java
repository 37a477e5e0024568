/**
 * The mail layer: reading received mails ({@link pbm.mail.InboundParser} gives
 * {@link pbm.mail.InboundMessage} values, never exceptions), writing replies
 * ({@link pbm.mail.MailWriter} from {@link pbm.mail.OutboundMail}), and sending them
 * ({@link pbm.mail.MailTransport}: {@link pbm.mail.SmtpTransport} or a folder of .eml files,
 * {@link pbm.mail.EmlTransport}). No database and no commands here.
 */
package pbm.mail;
