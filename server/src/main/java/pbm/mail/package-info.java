/**
 * The mail layer: reading received mails ({@link pbm.mail.InboundParser} gives
 * {@link pbm.mail.InboundMessage} values, never exceptions), the one record of a mail the
 * server sends ({@link pbm.mail.OutboundMail}, from the command that makes it through the
 * outbox to the transport), writing it ({@link pbm.mail.MailWriter}), and sending it
 * ({@link pbm.mail.MailTransport}: {@link pbm.mail.SmtpTransport} or a folder of .eml files,
 * {@link pbm.mail.EmlTransport}). No database and no commands here.
 */
package pbm.mail;
