#ifndef CARDPORT_CLIBXML2_SHIM_H
#define CARDPORT_CLIBXML2_SHIM_H

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlwriter.h>
#include <libxml/encoding.h>

#endif
