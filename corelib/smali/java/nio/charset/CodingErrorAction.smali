.class public Ljava/nio/charset/CodingErrorAction;
.super Ljava/lang/Object;
.source "CodingErrorAction.java"

.field public static final IGNORE:Ljava/nio/charset/CodingErrorAction;
.field public static final REPLACE:Ljava/nio/charset/CodingErrorAction;
.field public static final REPORT:Ljava/nio/charset/CodingErrorAction;
.field private final name:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Ljava/nio/charset/CodingErrorAction;
    const-string v1, "IGNORE"
    invoke-direct {v0, v1}, Ljava/nio/charset/CodingErrorAction;-><init>(Ljava/lang/String;)V
    sput-object v0, Ljava/nio/charset/CodingErrorAction;->IGNORE:Ljava/nio/charset/CodingErrorAction;
    new-instance v0, Ljava/nio/charset/CodingErrorAction;
    const-string v1, "REPLACE"
    invoke-direct {v0, v1}, Ljava/nio/charset/CodingErrorAction;-><init>(Ljava/lang/String;)V
    sput-object v0, Ljava/nio/charset/CodingErrorAction;->REPLACE:Ljava/nio/charset/CodingErrorAction;
    new-instance v0, Ljava/nio/charset/CodingErrorAction;
    const-string v1, "REPORT"
    invoke-direct {v0, v1}, Ljava/nio/charset/CodingErrorAction;-><init>(Ljava/lang/String;)V
    sput-object v0, Ljava/nio/charset/CodingErrorAction;->REPORT:Ljava/nio/charset/CodingErrorAction;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/nio/charset/CodingErrorAction;->name:Ljava/lang/String;
    return-void
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/nio/charset/CodingErrorAction;->name:Ljava/lang/String;
    return-object v0
.end method
