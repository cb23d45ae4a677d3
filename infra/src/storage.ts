import { Duration, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { Stage } from './stage';

export interface StorageProps {
  readonly stage: Stage;
}

/** The private buckets: the built web app, the media library and the access logs of both. */
export class Storage extends Construct {
  readonly accessLogs: Bucket;
  readonly site: Bucket;
  /** Uploaded under media/, which CloudFront serves at /media/* (see functions' media-storage). */
  readonly media: Bucket;

  constructor(scope: Construct, id: string, { stage }: StorageProps) {
    super(scope, id);

    const privateBucket = {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      removalPolicy: stage.removalPolicy,
      // Only a stage deployed with -c retain=false empties its buckets when they are deleted.
      autoDeleteObjects: !stage.retain,
    };

    this.accessLogs = new Bucket(this, 'AccessLogs', {
      ...privateBucket,
      // CloudFront standard logging writes through object ACLs.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    Validations.of(this.accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This bucket is the access-log destination of the other buckets and the distribution; logging it would need yet another log bucket.',
    });

    this.site = new Bucket(this, 'Site', {
      ...privateBucket,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    this.media = new Bucket(this, 'Media', {
      ...privateBucket,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'media-bucket/',
      // The browser PUTs the bytes straight to S3 with a presigned URL, which is the credential;
      // the app's own origin cannot be named here without a cycle through the distribution.
      cors: [
        {
          allowedMethods: [HttpMethods.PUT],
          allowedOrigins: ['*'],
          allowedHeaders: ['content-type'],
          exposedHeaders: ['etag'],
          maxAge: 3000,
        },
      ],
      // Uploads wait under uploads/ until their bytes are checked; one never completed expires.
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }, { prefix: 'uploads/', expiration: Duration.days(1) }],
    });
  }
}
