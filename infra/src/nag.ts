import { Aspects, CfnResource, Validations } from 'aws-cdk-lib';
import { rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges, one by one as cdk-nag 3 requires, each wildcard (AwsSolutions-IAM5) finding on
 * the IAM policies under `scope`, or with `only` just the findings it matches (e.g.
 * `Resource::…/@connections/*`). Meant only for statements aws-cdk-lib writes itself: their
 * finding ids hold logical ids and, when the stack has no concrete environment,
 * `<AWS::AccountId>`-style placeholders, so they cannot be listed by hand.
 */
export const acknowledgeGeneratedWildcards = (scope: IConstruct, reason: string, only?: RegExp): void => {
  Aspects.of(scope).add({
    visit(node) {
      if (!CfnResource.isCfnResource(node)) return;
      const findings = rules.iam.IAMNoWildcardPermissions(node);
      if (!Array.isArray(findings)) return;
      const acknowledged = only ? findings.filter((finding) => only.test(finding)) : findings;
      if (acknowledged.length === 0) return;
      Validations.of(node).acknowledge(...acknowledged.map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason })));
    },
  });
};
