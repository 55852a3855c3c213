.class public final Ljava/lang/Class;
.super Ljava/lang/Object;
.source "Class.java"


.field private vmIndex:I

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    invoke-virtual {p0}, Ljava/lang/Class;->isPrimitive()Z
    move-result v0
    invoke-virtual {p0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    if-nez v0, :prim
    invoke-virtual {p0}, Ljava/lang/Class;->isInterface()Z
    move-result v0
    if-eqz v0, :cls
    const-string v0, "interface "
    goto :cat
    :cls
    const-string v0, "class "
    :cat
    invoke-virtual {v0, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    :prim
    return-object v1
.end method

.method public native getName()Ljava/lang/String;
.end method

.method public native getSimpleName()Ljava/lang/String;
.end method

.method public native isInstance(Ljava/lang/Object;)Z
.end method

.method public native isAssignableFrom(Ljava/lang/Class;)Z
.end method

.method public native isArray()Z
.end method

.method public native isInterface()Z
.end method

.method public native isPrimitive()Z
.end method

.method public native getSuperclass()Ljava/lang/Class;
.end method

.method public native getComponentType()Ljava/lang/Class;
.end method

.method public native desiredAssertionStatus()Z
.end method

