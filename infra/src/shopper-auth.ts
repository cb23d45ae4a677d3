import { Duration, Validations } from 'aws-cdk-lib';
import { AccountRecovery, FeaturePlan, Mfa, UserPool, UserPoolEmail, VerificationEmailStyle, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { SHOPPER_PASSWORD_POLICY, SHOPPER_VERIFICATION_MAIL } from '@shop/shared';
import type { Stage } from './stage';

export interface ShopperAuthProps {
  readonly stage: Stage;
}

/**
 * The shoppers' own user pool (Hesabım): self sign-up with an e-mailed code, no groups, and its
 * storefront client. Apart from the admins' pool, so no shopper token can ever carry an admin
 * group and each API route names the one pool whose tokens it takes (docs/decisions.md).
 */
export class ShopperAuth extends Construct {
  readonly userPool: UserPool;
  readonly storefrontClient: UserPoolClient;

  constructor(scope: Construct, id: string, { stage }: ShopperAuthProps) {
    super(scope, id);

    this.userPool = new UserPool(this, 'ShopperPool', {
      userPoolName: `shop-shoppers-${stage.name}`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: SHOPPER_VERIFICATION_MAIL.subject,
        emailBody: SHOPPER_VERIFICATION_MAIL.body,
      },
      // Cognito's own sender: a verification code is no order mail, and the shop's SES identity
      // may still be in the sandbox.
      email: UserPoolEmail.withCognito(),
      passwordPolicy: {
        minLength: SHOPPER_PASSWORD_POLICY.minLength,
        requireLowercase: SHOPPER_PASSWORD_POLICY.requireLowercase,
        requireDigits: SHOPPER_PASSWORD_POLICY.requireDigits,
        requireUppercase: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: Mfa.OFF,
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: stage.production,
      removalPolicy: stage.removalPolicy,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason: 'Shoppers choose an 8-character password with a lower-case letter and a digit: a shop asks less than a back office.',
      },
      { id: 'AwsSolutions-COG2', reason: 'Shoppers sign in to see their orders; no MFA, as in every Turkish shop they know.' },
      {
        id: 'AwsSolutions-COG8',
        reason: 'The Plus feature plan (threat protection) is billed per active user; shoppers hold no money or admin rights in the shop.',
      },
    );

    this.storefrontClient = this.userPool.addClient('StorefrontClient', {
      userPoolClientName: 'shop-storefront',
      // The storefront talks to Cognito with plain fetch (no Amplify in the shopper's bundle), so
      // USER_PASSWORD_AUTH over TLS and refresh tokens; no SRP, no hosted UI.
      authFlows: { userPassword: true },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
