import { Duration, Validations } from 'aws-cdk-lib';
import { AccountRecovery, FeaturePlan, Mfa, UserPool, UserPoolGroup, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ADMIN_PASSWORD_POLICY, ROLE_NAMES, ROLES } from '@shop/shared';
import type { Stage } from './stage';

export interface AuthProps {
  readonly stage: Stage;
}

/** The admins' user pool: one group per role, so tokens carry `cognito:groups`, and the web app's client. */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;

  constructor(scope: Construct, id: string, { stage }: AuthProps) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `shop-admins-${stage.name}`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Admins are invited by an operator (scripts/src/create-admin.ts) or by other admins.
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      passwordPolicy: {
        ...ADMIN_PASSWORD_POLICY,
        tempPasswordValidity: Duration.days(7),
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      userInvitation: {
        emailSubject: 'Mağaza yönetim paneli davetiniz',
        emailBody:
          'Merhaba,<br><br>Mağaza yönetim paneline davet edildiniz.<br>' +
          'Kullanıcı adınız: {username}<br>Geçici şifreniz: {####}<br><br>' +
          'İlk girişte yeni bir şifre belirlemeniz istenecek. Geçici şifre 7 gün geçerlidir.',
      },
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: stage.production,
      removalPolicy: stage.removalPolicy,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'TOTP MFA is offered but optional, as the product asks: admins enrol from their profile; the web sign-in has no MFA enrolment step to force it yet.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan (threat protection) is billed per active user with no free tier; the pool only holds invited back-office admins behind a 12-character password policy and optional TOTP.',
      },
    );

    for (const name of ROLE_NAMES) {
      new UserPoolGroup(this, `Group${name}`, {
        userPool: this.userPool,
        groupName: name,
        description: ROLES[name].title,
      });
    }

    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'shop-web',
      // SRP only: the password never leaves the browser. USER_PASSWORD_AUTH exists solely for
      // the local Cognito stand-in (see RuntimeConfig.authFlowType) and stays off in AWS.
      authFlows: { userSrp: true },
      generateSecret: false,
      // Amplify signs in against the pool directly; there is no hosted UI to redirect to.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    });
  }
}
