/**
 * The API's custom domain: the certificate (created and validated through DNS in the hosted zone,
 * or an existing one by ARN), API Gateway's domain name and its mapping to the API's stage, and,
 * with a hosted zone, the alias record. The service's printed URLs use `url`.
 */
import type { HttpApi, IStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { ApiMapping, DomainName, SecurityPolicy } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate, CertificateValidation, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { ApiGatewayv2DomainProperties } from 'aws-cdk-lib/aws-route53-targets';
import { Construct } from 'constructs';

export interface ServiceDomainProps {
  domainName: string;
  /** The hosted zone the domain is in; without it, `certificate` is required and no record is made. */
  hostedZone?: { id: string; name: string };
  certificateArn?: string;
  api: HttpApi;
  stage: IStage;
}

export class ServiceDomain extends Construct {
  readonly url: string;
  readonly domain: DomainName;
  readonly certificate: ICertificate;

  constructor(scope: Construct, id: string, props: ServiceDomainProps) {
    super(scope, id);
    const zone = props.hostedZone
      ? HostedZone.fromHostedZoneAttributes(this, 'Zone', {
          hostedZoneId: props.hostedZone.id,
          zoneName: props.hostedZone.name,
        })
      : undefined;
    if (props.certificateArn) {
      this.certificate = Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn);
    } else if (zone) {
      this.certificate = new Certificate(this, 'Certificate', {
        domainName: props.domainName,
        validation: CertificateValidation.fromDns(zone),
      });
    } else {
      throw new Error(`domainName ${props.domainName}: needs a hosted zone or a certificate ARN`);
    }
    this.domain = new DomainName(this, 'DomainName', {
      domainName: props.domainName,
      certificate: this.certificate,
      securityPolicy: SecurityPolicy.TLS_1_2,
    });
    new ApiMapping(this, 'Mapping', { api: props.api, domainName: this.domain, stage: props.stage });
    if (zone) {
      const target = RecordTarget.fromAlias(
        new ApiGatewayv2DomainProperties(this.domain.regionalDomainName, this.domain.regionalHostedZoneId),
      );
      new ARecord(this, 'Alias', { zone, recordName: props.domainName, target });
    }
    this.url = `https://${props.domainName}`;
  }
}
