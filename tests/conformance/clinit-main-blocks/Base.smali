.class public LBase;
.super Ljava/lang/Object;
.source "Base.java"

.field static order:Ljava/lang/StringBuilder;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    sput-object v0, LBase;->order:Ljava/lang/StringBuilder;
    const-string v1, "Base "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
