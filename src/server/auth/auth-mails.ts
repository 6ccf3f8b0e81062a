import type { Config } from "../config";
import { composeMail } from "../mail/templates";

interface Recipient {
  email: string;
  name: string;
}

/** The account e-mails. An account cannot be used until its e-mail address is verified. */
export function authMails(config: Config) {
  const siteName = config.site.name;
  const greet = (user: Recipient) => `Namaste ${user.name.split(" ")[0] || user.name},`;
  return {
    verifyEmail: (user: Recipient, url: string) =>
      composeMail({
        to: user.email,
        subject: `Verify your e-mail for ${siteName}`,
        siteName,
        greeting: greet(user),
        paragraphs: [
          `Thank you for joining ${siteName}. Please confirm that this is your e-mail address: open the link and enter the password you chose when you signed up. Then you can start asking to adopt.`,
        ],
        action: { label: "Verify my e-mail", url },
        footnote:
          "The link works for one hour. If you did not sign up, ignore this e-mail: nobody can use the account without it, and it is removed after a week.",
      }),
    resetPassword: (user: Recipient, url: string) =>
      composeMail({
        to: user.email,
        subject: `Reset your ${siteName} password`,
        siteName,
        greeting: greet(user),
        paragraphs: ["Someone (we hope you) asked to reset the password of your account."],
        action: { label: "Choose a new password", url },
        footnote:
          "The link works for one hour. If you did not ask, ignore this e-mail: your password stays as it is.",
      }),
    alreadyRegistered: (user: Recipient) =>
      composeMail({
        to: user.email,
        subject: `You already have a ${siteName} account`,
        siteName,
        greeting: greet(user),
        paragraphs: [
          "Someone tried to sign up with this e-mail address, but it already has an account.",
          "If it was you, log in instead, or reset your password if you have forgotten it.",
        ],
        action: { label: "Log in", url: `${config.publicUrl}/login` },
      }),
  };
}
