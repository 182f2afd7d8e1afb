// The whole product in AWS, composed from the constructs; no resources here.
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { SiteAlarms } from './constructs/alarms';
import { DataTable } from './constructs/data-table';
import { SiteHttpApi } from './constructs/http-api';
import { JwtSecret } from './constructs/jwt-secret';
import { StaticSite, type CustomDomain } from './constructs/static-site';

export type SiteStackProps = StackProps & {
  /** The built SPA (frontend/dist). */
  siteDir: string;
  /** lambdas/handlers by default; tests may point elsewhere. */
  handlersDir?: string;
  domain?: CustomDomain;
  alarmEmail?: string;
};

export class SiteStack extends Stack {
  readonly data: DataTable;
  readonly api: SiteHttpApi;
  readonly site: StaticSite;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    this.data = new DataTable(this, 'Data');
    const jwt = new JwtSecret(this, 'JwtSecret');
    this.api = new SiteHttpApi(this, 'Http', {
      table: this.data.table,
      gsi1Name: this.data.gsi1Name,
      jwtSecret: jwt.secret,
      handlersDir: props.handlersDir,
      siteOrigin: props.domain ? `https://${props.domain.domainName}` : undefined,
    });
    this.site = new StaticSite(this, 'Site', { siteDir: props.siteDir, apiDomainName: this.api.domainName, domain: props.domain });
    new SiteAlarms(this, 'Alarms', {
      functions: [...this.api.functions.values()],
      api: this.api.api,
      table: this.data.table,
      gsi1Name: this.data.gsi1Name,
      alarmEmail: props.alarmEmail,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.site.url, description: 'The site (and its /api)' });
    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'The HTTP API directly (the site calls it through CloudFront)' });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName, description: 'For npm run admin -- create <username> --table' });
  }
}
